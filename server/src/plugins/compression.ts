import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers compressed as the client accepts (a page of 200 orders is about
 * 224 KB as it is). Only JSON: the web app's scripts and stylesheets are sent
 * precompressed from the build, and Excel files are zip archives already.
 * Answers under a kilobyte are not worth a compression's time.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/json(;|$)/,
    });
  },
  { name: 'compression' },
);
