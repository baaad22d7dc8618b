export declare const coachTechniques: (source: string) => string;
