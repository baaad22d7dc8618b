import { bootstrapService } from '@reto/platform';

await bootstrapService('challenge', async () => (await import('./app.module.js')).AppModule);
