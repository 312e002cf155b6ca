export * from './common';
export * from './generate';
export * from './cards';
export * from './transactions';
export * from './wallet';
export * from './bins';
export * from './three-ds';
export * from './webhooks';
