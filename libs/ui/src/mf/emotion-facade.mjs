// The part of @emotion/react that MUI's styling engine (@mui/styled-engine, @emotion/styled) and
// our code use, provided to the share scope as '@emotion/react'. A shared module is provided whole,
// and the package entry also carries withTheme (with hoist-non-react-statics and a second copy of
// react-is), ClassNames and the css-prop jsx, which nothing here uses: about 1 KB gzip of first load.
// It imports the real entry through an alias so this file's own import is not consumed as the
// shared '@emotion/react' itself.
// Add an export here before using it in an app: libs/ui/src/mf/shared-imports.test.ts checks.
export { CacheProvider, Global, ThemeContext, ThemeProvider, __unsafe_useEmotionCache, css, keyframes, useTheme, withEmotionCache } from '__tally_emotion_react_full__';
