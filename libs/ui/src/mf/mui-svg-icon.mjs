// What '@mui/icons-material/*' imports as '@mui/material/SvgIcon', answered from the shared
// '@mui/material' facade so icons use the shell's MUI instead of bundling a second copy.
export { SvgIcon as default, createSvgIcon } from '@mui/material';
