export declare const portalNodeArgs: string[];
export declare const portalEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
