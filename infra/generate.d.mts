export interface Generator {
  name: string;
  from: string;
  checkedBy?: string;
  files(): Promise<{ path: string; text: string }[]>;
}
export declare const GENERATORS: Generator[];
export declare function staleFiles(names: string[]): Promise<string[]>;
