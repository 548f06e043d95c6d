CREATE TABLE results (model TEXT, ms REAL);
INSERT INTO results VALUES ('resnet50', 12.5);
