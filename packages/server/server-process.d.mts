export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverArgs(): Promise<string[]>;
export declare function sourceServerArgs(extra?: readonly string[]): string[];
