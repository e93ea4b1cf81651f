// Stands in for the CircularProgress that MUI's Button imports for its `loading` prop, which no
// Button of ours uses: about 2 KB gzip less on first load. A Button given `loading` throws, so
// nobody gets a silent button without its indicator; drop this replacement to use it.
// Everything else that imports '@mui/material/CircularProgress' still gets MUI's.
export default function ButtonLoadingIndicatorLeftOut() {
  throw new Error('Tally builds MUI Button without its loading indicator: drop mui-button-no-progress.mjs to use `loading`');
}
