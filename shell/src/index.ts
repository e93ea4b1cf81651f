// The async boundary: shared singletons (react, MUI, ...) are negotiated with the share scope
// before any code that imports them runs.
import('./bootstrap');
