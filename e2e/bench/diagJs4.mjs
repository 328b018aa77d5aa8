import { gzipBytesByBuild, scriptsOfFirstLoad } from './firstContent.mjs';
const s = await scriptsOfFirstLoad(`http://127.0.0.1:3243/`);
const b = await gzipBytesByBuild(s);
console.log(s.length, b, ((b.shell + b['mfe-content']) / 1024).toFixed(2));
