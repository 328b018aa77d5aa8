// The shell's own layout (body margin, fonts, the routed area), inlined into <head> by the build: a page's
// server-rendered first paint is laid out exactly as the app will be, so its first render is not a larger paint.
import './app/shell.scss';
// An async boundary: the Module Federation runtime negotiates shared singletons before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
