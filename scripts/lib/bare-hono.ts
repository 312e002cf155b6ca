/**
 * The yardstick of bench:api: a bare Hono server on @hono/node-server answering GET /v1/api/cards
 * with a fixed JSON text from memory (the sandbox's own answer, read from BARE_BODY_FILE). What the
 * sandbox adds on top of this (seed lookup, limits, routing, validation, commit) is the figure.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { API_BASE_PATH } from '../../src/contract/base-paths';

// Parsed once; serialised on every answer, as any server answering from memory would.
const answer = JSON.parse(readFileSync(process.env.BARE_BODY_FILE!, 'utf8')) as object;
const app = new Hono();
app.get(`${API_BASE_PATH}/cards`, (c) => c.json(answer));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
server.on('listening', () => console.log('listening on', process.env.PORT));
process.on('SIGINT', () => process.exit(0));
