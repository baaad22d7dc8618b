import { bootstrapService } from '@reto/platform';
import { loadVoiceConfig } from './voice.config.js';

await bootstrapService('voice', async () => (await import('./app.module.js')).AppModule, loadVoiceConfig);
