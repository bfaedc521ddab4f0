-- System administration: departments, the department of each staff member, role names
-- unique without regard to case, and indexes for the system-log filters.

CREATE TABLE departments (
    id         bigserial PRIMARY KEY,
    parent_id  bigint NOT NULL DEFAULT 0, -- 0: top level; cycles are refused by the service
    name       text NOT NULL CHECK (name <> ''),
    sort       integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX departments_sibling_name_key ON departments (parent_id, lower(name));

-- No cascade: a department with staff cannot be deleted.
ALTER TABLE staff ADD COLUMN department_id bigint REFERENCES departments;
CREATE INDEX staff_department_idx ON staff (department_id) WHERE department_id IS NOT NULL;

CREATE UNIQUE INDEX roles_name_lower_key ON roles (lower(name));

CREATE INDEX system_log_type_idx ON system_log (type, created_at DESC);
CREATE INDEX system_log_result_idx ON system_log (result, created_at DESC);
CREATE INDEX system_log_ip_idx ON system_log (ip, created_at DESC);
