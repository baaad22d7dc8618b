export declare function fileText(path: string, body: unknown): string;
export declare function renderedFiles(): Array<{ path: string; text: string }>;
