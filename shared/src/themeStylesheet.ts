// `@stride/shared/themeStylesheet`: the theme as one stylesheet and the self-hosted fonts. The API draws it into
// every page's <head>; a browser needs it only when no server drew it, so it stays off the shared main entry
// (a shared module is loaded whole) and out of the first page's JavaScript.
export * from './theme/themeStylesheet';
export * from './theme/themeFonts';
