import { useMutation } from '@tanstack/react-query';
import { EVERY_QUERY } from './invalidates';
import type { SnapshotBody } from '../contract/snapshots';
import * as ops from './wire-sandbox-readers.gen';
import { write } from './idempotency';
import { send } from './send';

/** Account snapshots (decision 023): only the demo and sandbox servers answer these. */

export const snapshotApi = {
  export: (signal?: AbortSignal) => send(ops.exportSnapshot, {}, { signal }),
  replace: write(ops.replaceFromSnapshot, ({ file }: { file: SnapshotBody }) => ({ body: file })),
  /** No seed is sent: the answer holds the new account's, once. */
  create: ({ file }: { file: SnapshotBody }) => send(ops.createFromSnapshot, { body: file }),
};

/** Download: reads the account's file; the section saves it. */
export const useExportSnapshot = () =>
  useMutation({ mutationFn: () => snapshotApi.export(), meta: { inlineErrors: true } });

/** A replace changes everything the app shows: every query is read again. */
export const useReplaceFromSnapshot = () =>
  useMutation({
    mutationFn: snapshotApi.replace,
    meta: { inlineErrors: true, invalidates: EVERY_QUERY },
  });

export const useCreateFromSnapshot = () =>
  useMutation({ mutationFn: snapshotApi.create, meta: { inlineErrors: true } });
