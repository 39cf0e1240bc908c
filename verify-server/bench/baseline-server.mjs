// The benchmark's baseline: the least a verify endpoint can be, an Express app with express.json
// and one jose jwtVerify against the same development key, no schema, no hardening, no logs.
// Prints {"msg":"listening","port":N} once listening on 127.0.0.1.
import express from 'express';
import { importJWK, jwtVerify } from 'jose';
import { DEV_PLATFORM_PUBLIC_JWK } from '../dist/index.js';

const key = await importJWK(DEV_PLATFORM_PUBLIC_JWK, 'ES256');
const app = express();
app.use(express.json());
app.post('/api/platform/partner/verify', async (req, res) => {
  try {
    const { payload } = await jwtVerify(req.body.token, key, { algorithms: ['ES256'] });
    res.json({ success: true, data: { kind: payload.kind, playerId: payload.sub } });
  } catch {
    res.status(401).json({ success: false, error: 'invalid', code: 'invalid_signature' });
  }
});
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'listening', port: server.address().port })));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
