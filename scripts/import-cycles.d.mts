export declare const SOURCE_ROOTS: string[];
export declare const MODULE_FOLDERS: string[];
export declare function importGraph(root: string, sourceRoots?: string[]): Map<string, string[]>;
export declare function unitOfFile(root: string, file: string, moduleFolders?: string[]): string;
export declare function moduleGraph(
  root: string,
  graph: Map<string, string[]>,
  moduleFolders?: string[],
): { graph: Map<string, string[]>; witnesses: Map<string, string> };
export declare function findCycles(graph: Map<string, string[]>): string[][];
export declare function importCycles(
  root: string,
  options?: { sourceRoots?: string[]; moduleFolders?: string[] },
): {
  fileCount: number;
  fileCycles: string[][];
  moduleCycles: { members: string[]; imports: string[] }[];
};
