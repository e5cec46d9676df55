/** The part of lunr 2.3.9's API the search bar uses (the package ships no types). */
declare module 'lunr' {
  namespace lunr {
    interface Token {
      toString(): string;
    }
    interface Clause {
      fields?: string[];
      boost?: number;
      wildcard?: number;
    }
    interface Query {
      term(term: string | Token | Array<string | Token>, options?: Clause): Query;
    }
    interface Result {
      ref: string;
      score: number;
    }
    interface Index {
      query(fn: (query: Query) => void): Result[];
    }
    interface Builder {
      ref(name: string): void;
      field(name: string): void;
    }
    const Index: { load(serialized: unknown): Index };
    const Query: { wildcard: { NONE: number; LEADING: number; TRAILING: number } };
    function tokenizer(input: string): Token[];
  }
  function lunr(config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
  export default lunr;
}

/** lunr-languages modules: each exports a function that registers its pipeline on lunr. */
declare module 'lunr-languages/lunr.stemmer.support' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.da' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.de' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.es' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.fi' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.fr' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.it' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.nl' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.no' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.ro' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.ru' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.sv' {
  const register: (lunr: unknown) => void;
  export default register;
}
declare module 'lunr-languages/lunr.tr' {
  const register: (lunr: unknown) => void;
  export default register;
}
