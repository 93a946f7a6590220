export declare const SERVER_BUNDLE: string;
export declare function serverBuildStale(): boolean;
export declare function buildServer(): Promise<number>;
export declare function ensureServerBuilt(log?: (line: string) => void): Promise<void>;
