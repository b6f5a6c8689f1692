// The one place drizzle-kit and the db client read the whole schema from.
export * from './cars';
export * from './content';
export * from './insights';
export * from './integrations';
export * from './leads';
export * from './settings';
export * from './system';
export * from './waitlist';
export * from './webhooks';
