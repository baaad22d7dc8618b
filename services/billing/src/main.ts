import { bootstrapService } from '@reto/platform';
import { loadBillingConfig } from './billing.config.js';

await bootstrapService('billing', async () => (await import('./app.module.js')).AppModule, loadBillingConfig);
