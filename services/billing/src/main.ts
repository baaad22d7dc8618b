import { bootstrapService } from '@reto/platform';

await bootstrapService('billing', async () => (await import('./app.module.js')).AppModule);
