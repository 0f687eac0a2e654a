// Reserved: tables of this domain are written here.
export {};
