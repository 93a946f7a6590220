export declare const SERVER_BUNDLE: string;
export declare function serverBuildStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuilt(): Promise<void>;
