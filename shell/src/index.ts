// An async boundary: the Module Federation runtime negotiates shared singletons before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
