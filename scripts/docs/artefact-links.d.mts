/** An artefact of a release that ships READMEs: its name, its folder in the repository, its files (paths inside it). */
export interface Artefact { name: string; base: string; files: string[] }
export function releasedArtefacts(): Artefact[];
export function engineArtefacts(): Artefact[];
export function linksOf(markdown: string): string[];
export function repositoryLinkFault(href: string): string | null;
export function deadArtefactLinks(artefact: Artefact, read?: (path: string) => string): string[];
