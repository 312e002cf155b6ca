// The month rules moved to lib/month-bounds.ts: statements (decision 045) count the same months.
export * from '../../lib/month-bounds';
