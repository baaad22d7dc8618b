export interface K8sApp {
  name: string;
  command: string[];
  image: string;
  database: boolean;
  resources: { cpu: string; memory: string; cpuLimit: string; memoryLimit: string };
  /** Provider keys it reads when the operator set them. */
  secrets: string[];
  /** Keys it cannot start without in production. */
  requiredSecrets?: string[];
}
export declare const PART_OF: string;
export declare const APPS: K8sApp[];
export declare const SERVICES: K8sApp[];
/** The services that keep data (voice is stateless). */
export declare const DATABASE_SERVICES: K8sApp[];
export declare const SHARED_CONFIG: Record<string, string>;
export declare const SECRETS: { nats: string; databases: string; providers: string };
export declare const DEV_SECRETS: Record<string, Record<string, string>>;
export declare const DATABASE_ADMIN_URL_KEY: string;
export declare function databaseUrlKey(service: string): string;
export declare function consumersOf(app: string): Array<{ stream: string; consumer: string }>;
export declare function natsHelmValues(): Record<string, unknown>;
export declare function manifestFiles(): Record<string, unknown>;
