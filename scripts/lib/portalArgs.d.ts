export declare const portalNodeArgs: string[];
