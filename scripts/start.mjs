// `npm start`: install what is missing, build the web app, then run the server, which migrates
// and seeds its database at boot.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './prepare.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
