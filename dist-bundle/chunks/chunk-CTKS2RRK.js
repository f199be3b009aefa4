// src/errors/corebook-error.ts
var CorebookError = class extends Error {
  constructor(message, options) {
    super(message, options?.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
  }
};

// src/errors/usage-error.ts
var UsageError = class extends CorebookError {
  parameter;
  value;
  allowed;
  constructor(message, details = {}) {
    super(message, { cause: details.cause });
    this.parameter = details.parameter ?? null;
    this.value = details.value;
    this.allowed = details.allowed ?? null;
  }
};
var CommandUsageError = class extends UsageError {
  constructor(command, message, details = {}) {
    super(message, details);
    this.command = command;
  }
  command;
};

export {
  CorebookError,
  UsageError,
  CommandUsageError
};
