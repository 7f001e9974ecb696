// `npm start`: install what is missing, build the web app and the server, then run the server's
// build, which migrates and seeds its database at boot.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, root } from './prepare.mjs';

ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
