import { bootstrapService } from '@reto/platform';

await bootstrapService('voice', async () => (await import('./app.module.js')).AppModule);
