export declare function coachCorpus(testDir: string): string;
