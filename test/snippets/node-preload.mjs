// Loaded before every Node snippet (node --import): a server a snippet starts listens on a free
// port whatever port it names, so runs never collide with another server on this machine, and
// says where (the runner probes it, then stops the process); the verify server the docs name at
// 127.0.0.1:8787 is the one the runner started (SNIPPET_VERIFY_URL).
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (typeof args[0] === 'number') args[0] = 0;
  else if (args[0] && typeof args[0] === 'object' && 'port' in args[0]) args[0] = { ...args[0], port: 0 };
  this.once('listening', () => console.log(`snippet listening on ${this.address().port}`));
  return listen.apply(this, args);
};

const verifyUrl = process.env.SNIPPET_VERIFY_URL;
if (verifyUrl) {
  const fetch = globalThis.fetch;
  globalThis.fetch = (input, init) => fetch(typeof input === 'string' || input instanceof URL ? String(input).replace('http://127.0.0.1:8787', verifyUrl) : input, init);
}
