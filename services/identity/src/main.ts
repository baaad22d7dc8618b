import { bootstrapService } from '@reto/platform';

await bootstrapService('identity', async () => (await import('./app.module.js')).AppModule);
