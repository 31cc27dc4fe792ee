import { countries } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { countryOptions, listCountries, updateCountry } from './service.ts';

export default async function countryRoutes(app: FastifyInstance) {
  route(app, countries.options, ({ ctx, query }) => countryOptions(ctx, query.keyword));
  route(app, countries.list, ({ ctx, query }) => listCountries(ctx, query.keyword));
  route(app, countries.update, ({ ctx, params, body }) => updateCountry(ctx, params.id, body));
}
