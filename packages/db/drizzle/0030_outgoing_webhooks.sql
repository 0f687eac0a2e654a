-- Reserved; replaced by its own tables.
select 1;
