import { bootstrapService } from '@reto/platform';

await bootstrapService('admin', async () => (await import('./app.module.js')).AppModule);
