import { bootstrapService } from '@reto/platform';
import { loadAdminConfig } from './admin.config.js';

await bootstrapService('admin', async () => (await import('./app.module.js')).AppModule, loadAdminConfig);
