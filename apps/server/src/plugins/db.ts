import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the database reachable to modules; its lifetime belongs to whoever opened it. */
async function dbPlugin(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
}

export default fp(dbPlugin, { name: 'db' });
