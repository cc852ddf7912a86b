import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { actorAndNamedPerson, tellProfileChanges } from '../src/modules/profiles/profile-changes.ts';
import type { ProfileChange, PublicProfileCache } from '../src/modules/profiles/public-profile-cache.ts';

// A write answered by an instance must reach its own cache before the answer leaves: the page that saved a
// profile reads it again at once, maybe before the database's notice arrives.
describe('tellProfileChanges', () => {
  async function appTelling(changeOf = actorAndNamedPerson) {
    const told: { change: ProfileChange; beforeAnswer: boolean }[] = [];
    let answered = false;
    const cache = { changed: (change: ProfileChange) => told.push({ change, beforeAnswer: !answered }) };
    const app = Fastify();
    tellProfileChanges(app, cache as unknown as PublicProfileCache, changeOf);
    app.addHook('onRequest', async (request) => {
      answered = false;
      request.actor = { id: 'actor', email: 'actor@example.test', role: 'user' };
    });
    app.addHook('onResponse', async () => {
      answered = true;
    });
    app.get('/people/:userId', async () => ({ read: true }));
    app.put('/people/:userId/follow', async () => ({ followed: true }));
    app.put('/people/:userId/refused', async (_request, reply) =>
      reply.code(403).send({ code: 'FORBIDDEN' }),
    );
    app.post('/skills/rename', async () => ({ renamed: true }));
    await app.ready();
    return { app, told };
  }

  it('tells the actor and the person named, before the answer leaves, for a successful write only', async () => {
    const { app, told } = await appTelling();
    await app.inject({ method: 'GET', url: '/people/bea' });
    await app.inject({ method: 'PUT', url: '/people/bea/refused' });
    expect(told).toEqual([]);
    await app.inject({ method: 'PUT', url: '/people/bea/follow' });
    expect(told).toEqual([{ change: { kind: 'people', ids: ['actor', 'bea'] }, beforeAnswer: true }]);
  });

  it('tells everyone when the plugin says so', async () => {
    const { app, told } = await appTelling(() => ({ kind: 'everyone' }));
    await app.inject({ method: 'POST', url: '/skills/rename' });
    expect(told).toEqual([{ change: { kind: 'everyone' }, beforeAnswer: true }]);
  });
});
