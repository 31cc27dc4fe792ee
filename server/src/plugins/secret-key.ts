import fp from 'fastify-plugin';
import { loadSecretKey } from '../crypto/secret-key.ts';

/** The key outside services' API keys are encrypted with at rest (crypto/secret-key.ts says where it comes from). */
export default fp(
  async (app) => {
    app.decorate('secretKey', loadSecretKey(app.config));
  },
  { name: 'secret-key', decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    secretKey: Buffer;
  }
}
