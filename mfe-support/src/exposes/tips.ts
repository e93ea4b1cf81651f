// Public surface: the tips home shows (Tip of the Day and the six tips), read by mfe-tracking at run
// time through the shell's remote loader, so the words live in one place, with Help & Support.
import { supportTips } from '../features/tips/gambling-tips';

export const { tips, tipOfTheDay } = supportTips;
