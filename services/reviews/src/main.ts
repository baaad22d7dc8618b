import { bootstrapService } from '@reto/platform';

await bootstrapService('reviews', async () => (await import('./app.module.js')).AppModule);
