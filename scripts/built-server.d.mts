export declare const BUILT_SERVER_MAIN: string;
export declare const BUILT_SERVER_ARGS: string[];
export declare const BUILT_CREATE_ADMIN_ARGS: string[];
export declare function assertServerBuilt(who: string): void;
