import type { SessionType } from '@tally/contracts';
import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';

/** Pokies get a die, tables a hand of cards; decorative (the words beside it say which). */
export function SessionTypeIcon({ type }: { type: SessionType }) {
  return type === 'slot' ? <CasinoOutlinedIcon aria-hidden /> : <StyleOutlinedIcon aria-hidden />;
}
